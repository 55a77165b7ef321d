# The environment's code sees every module in modulepath order: b's shared.
notify { 'main: shared()': message => shared() }
include a
