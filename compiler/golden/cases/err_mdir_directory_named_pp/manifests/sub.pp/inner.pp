notice('in')
