# The parent class is evaluated before the child's body; including the parent later is a no-op.
class parent { notice('parent body') }
class child inherits parent { notice('child body') }
notice('before')
include child
include parent
notice('after')
