# The sweep environment: no code of its own; every class comes from the modules (modulepath)
# and is declared by the ENC.
