# QA-FORGE-5: StringScanner (Puppet has strscan loaded) in a module template: a small tokenizer and the scanner's
# byte/character positions on a non-ASCII string.
file { '/tmp/strscan': content => template('m/scan.erb') }
