# QA-FORGE-5: YAML.load (Psych 4 safe_load) refuses a date: 'Tried to load unspecified class: Date'. Puppet's
# Filepath/Line name psych's class_loader.rb; Punch names the template (error_match checks the detail).
file { '/tmp/probe': content => template('m/probe.erb') }
