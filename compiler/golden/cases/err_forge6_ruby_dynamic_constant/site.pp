# QA-FORGE-6: a constant assigned inside a method body is a Ruby SyntaxError ("dynamic constant assignment"):
# Puppet fails loading the function file; Punch ran it.
notice(probe::dc())
