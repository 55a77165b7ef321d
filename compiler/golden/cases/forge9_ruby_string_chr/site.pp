# Reduction of forge9_simplib_net_functions: String#chr in a module's Ruby function.
notice(chr_probe('[fd00::1]'))
notice(chr_probe('x'))
