# A module named like one of Puppet's loaders fails every compile, even when it is not used.
notice('never')
