# A lambda's return type mismatch: "value returned from lambda has wrong type, expects ...".
notice([1].map |$x| >> Integer { $x })
notice([1].map |$x| >> String { $x })
