# Puppet 7.23's Error data type (lib/puppet/datatypes/error.rb: attributes msg, kind, details, issue_code;
# function message): what get()'s error lambda receives, and Error(...) / Error.new(...).
$data = { 'a' => [1, 2] }
notice(get($data, 'a.x') |$error| { "${error.message}|${error.issue_code}|${error.kind}" })
notice(get($data, 'a.x') |$error| { $error =~ Error })
notice(get($data, 'a.x') |$error| { $error.details })
$e = Error('boom', 'mykind', { 'k' => 1 }, 'MYCODE')
notice($e)
notice($e.message)
notice(Error.new('m2').kind)
