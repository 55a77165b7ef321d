class ntpish(String $package) { notify { "package ${package}": } }
