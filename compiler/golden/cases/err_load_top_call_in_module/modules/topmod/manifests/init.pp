class topmod { }
notice('stray')
