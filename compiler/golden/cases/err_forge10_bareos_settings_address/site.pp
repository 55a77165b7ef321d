# bareos::bareos_settings refusing a value (voxpupuli/puppet-bareos); written for this case.
notice(bareos::bareos_settings(['not a host!', 'Address', 'address', true]))
