# written for this case: the class profile::baseline::chocolatey includes (chocolatey's own is not here)
class chocolatey { }
