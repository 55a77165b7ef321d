notice(template('m/nope.erb'))
