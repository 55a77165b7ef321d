# The methods of the libraries Puppet has loaded exist before any of their
# constants is named (module code calls them so).
puts({ 'a' => [1, :b] }.to_yaml)
puts({ 'a' => [1, :b] }.to_json)
puts [1, 2].to_json
puts 'x'.to_json
puts 'x'.to_yaml
