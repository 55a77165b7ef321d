notice(template('m/missing.erb'))
