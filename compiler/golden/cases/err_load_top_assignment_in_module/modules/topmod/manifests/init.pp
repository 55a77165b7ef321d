$x = 1
class topmod { }
