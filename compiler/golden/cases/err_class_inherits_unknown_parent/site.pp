class child inherits nosuchparent { notice('child') }
include child
