# A module named environment clashes with the loader Puppet names after the environment.
include environment
