notice('never')
