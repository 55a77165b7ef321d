# A directory whose name ends in .pp inside the manifest directory: Puppet fails reading it.
notice('top')
