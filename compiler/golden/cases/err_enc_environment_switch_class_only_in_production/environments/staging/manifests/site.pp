notice('staging site.pp')
