# contain of a class that was already included still adds the containment edge.
class inner { notify { 'inner': } }
class outer { contain inner }
include inner
include outer
