# written for this case: the class profile::baseline::winpackages requires
class nodejs { }
