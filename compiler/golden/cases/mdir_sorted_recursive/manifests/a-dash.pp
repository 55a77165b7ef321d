notice('a-dash.pp')
