# bareos::bareos_settings refusing a value (voxpupuli/puppet-bareos); written for this case.
notice(bareos::bareos_settings(['90x', 'Dir Port', 'port', true]))
