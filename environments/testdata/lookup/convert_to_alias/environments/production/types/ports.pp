type Ports = Array[Integer]
