import Lifecycle
print("lifecycle")
