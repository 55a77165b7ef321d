$role = 'set in 30 (after the node files)'
