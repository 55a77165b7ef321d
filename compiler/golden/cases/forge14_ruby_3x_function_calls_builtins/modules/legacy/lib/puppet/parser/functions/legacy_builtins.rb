# Written for this case: a 3.x module function calling Puppet's own functions through the scope
# (function_*), the way older Forge modules still do, each result or its exception class and message.
module Puppet::Parser::Functions
  newfunction(:legacy_builtins, :type => :rvalue) do |args|
    role = args[0]
    attempt = lambda do |label, &blk|
      begin
        "#{label}: #{blk.call.inspect}"
      rescue StandardError => e
        "#{label}: #{e.class}: #{e.message}"
      end
    end
    [
      attempt.call('sprintf') { function_sprintf(['%05.1f|%-6s|%x', 3.14159, role, 255]) },
      attempt.call('md5 sha1') { [function_md5(['abc']), function_sha1(['abc'])] },
      attempt.call('fqdn_rand') { [function_fqdn_rand([60]), function_fqdn_rand([60, 'cron']), function_fqdn_rand(['24', 'x'])] },
      attempt.call('regsubst') { [function_regsubst(['a-b-c', '-', '_', 'G']), function_regsubst([['x1', 'y2'], '\d', '#'])] },
      attempt.call('split join') { [function_split(['a,b,,c', ',']), function_join([['a', 'b'], '+'])] },
      attempt.call('versioncmp') { [function_versioncmp(['1.10', '1.9']), function_versioncmp(['2.0', '2.0.0'])] },
      attempt.call('shellquote') { function_shellquote(['a b', "it's", '$x', ['c', 'd']]) },
      attempt.call('template') { function_template(['legacy/snippet.erb']) },
      attempt.call('inline_template') { function_inline_template(['<%= @role.upcase %>-<%= scope["::osfamily"] %>']) },
      attempt.call('file') { function_file(['legacy/static.txt', 'legacy/missing.txt']) },
      attempt.call('lookup') { function_lookup(['legacy::missing', { 'default_value' => 'dflt' }]) },
      attempt.call('defined') { [function_defined(['legacy_builtins']), function_defined(['File[/nope]']), function_defined(['$role'])] },
      attempt.call('tagged') { function_tagged(['legacy']) },
      attempt.call('generate') { function_generate(['/bin/echo', 'generated']) },
      attempt.call('each via 3x') { function_each([[1, 2]]) },
      attempt.call('map via 3x two args') { function_map([[1, 2], 'x']) },
      attempt.call('with via 3x') { function_with([1]) },
      attempt.call('filter via 3x') { function_filter([[1], 2, 3]) },
    ]
  end
end
