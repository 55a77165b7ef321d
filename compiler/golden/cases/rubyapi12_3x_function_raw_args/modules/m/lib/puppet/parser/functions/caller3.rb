# scope.function_NAME hands its Array to the 3.x function's body as it
# is: Puppet's own bodies (sprintf, fail, versioncmp, md5, shellquote,
# fqdn_rand, the logging functions) and a module's see :undef and nil as
# given; Functions.rvalue?/arity answer for the functions loaded so far.
module Puppet::Parser::Functions
  newfunction(:caller3, type: :rvalue) do |args|
    h = {'a' => 1}
    r = []
    t = lambda do |&b|
      r << begin
             b.call
           rescue StandardError, ScriptError => e
             "#{e.class}: #{e.message.lines.first.to_s.chomp}"
           end
    end
    t.call { function_probe3([:undef, nil, :default, :foo, '', h, [nil, :undef], /x/]) }
    t.call { [:probe3, :caller3, :sprintf, :notice, :md5, :nope].map { |n| Puppet::Parser::Functions.rvalue?(n) } }
    t.call { Puppet::Parser::Functions.function(:md5) }
    t.call { [Puppet::Parser::Functions.rvalue?(:md5), Puppet::Parser::Functions.arity(:md5)] }
    t.call { function_md5(['x']) }
    t.call { function_md5([:x]) }
    t.call { function_sprintf(['%s|%s|%p|%s', :undef, nil, :default, 1.0]) }
    t.call { function_sprintf(['%<a>s-%<b>s', {'a' => :undef, 'b' => 2}]) }
    t.call { function_sprintf(['%d', 'x']) }
    t.call { function_fail([:undef, nil, 1, [1, nil]]) }
    t.call { function_versioncmp(['1.10', :undef]) }
    t.call { function_versioncmp(['1']) }
    t.call { function_sha1([1]) }
    t.call { [function_sha256(['a']), function_digest(['a'])] }
    t.call { function_shellquote(['a b', ['c', 'd$'], "it's", "x'\"y", '']) }
    t.call { function_shellquote([:undef]) }
    t.call { function_scanf(['12 ab', '%d %s']) }
    t.call { Puppet::Parser::Functions.function(:scanf) }
    a = [100, :undef]
    t.call { [function_fqdn_rand(a), a] }
    t.call { function_fqdn_rand([100, 'seed', true]) }
    t.call { function_fqdn_rand([]) }
    t.call { function_split(['a', 'b', 'c']) }
    t.call { function_split(['a', 'b']) }
    t.call { function_notice([:undef, nil, 'n', [1, :undef]]) }
    t.call { function_warning([]) }
    t.call { [:sprintf, :fail, :split, :notice, :scanf].map { |n| [Puppet::Parser::Functions.rvalue?(n), Puppet::Parser::Functions.arity(n)] } }
    r.map(&:inspect).join("\n")
  end
end
