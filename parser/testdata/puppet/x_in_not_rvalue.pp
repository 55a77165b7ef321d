$a = class {} in [1]
