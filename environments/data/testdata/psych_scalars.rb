# Regenerates psych_scalars.json: how Psych (Ruby 3.1, Psych 4) via
# Puppet's safe_load rules (permitted: Symbol) resolves plain YAML scalars.
# Run: ruby psych_scalars.rb > psych_scalars.json
require 'yaml'
require 'json'

inputs = %w[
  yes Yes YES yEs no No NO true True TRUE tRuE false FALSE on On ON oN off Off OFF
  y Y n N ~ null Null NULL nULL nul nulls yess truee
  0 -0 +0 00 000 0_ 09 017 -017 0o17 0x1f 0x1F -0x1F +0x1f 0X1f 0x 0x_ 0b101 -0b11 0b 0b_ 0b12
  1 12 -12 +12 1_000 1,000 1__0 12_ _12 1,0,0 123456789012345678 9223372036854775807 -9223372036854775808
  9223372036854775808 -9223372036854775809 18446744073709551616 36893488147419103232 -0x1ffffffffffffffffff 0b11111111111111111111111111111111111111111111111111111111111111111111
  0777777777777777777777777 1_000_000_000_000_000_000_000 1,000,000,000,000,000,000,000 99999999999999999999:00 -9999999999999:59:59
  1.5 -1.5 +1.5 .5 -.5 1. 1.e+3 1.5e3 1.5e+3 1.5E-3 1e3 1_0.5 1,0.5 . -. +. 1.2.3 0.1 01.5
  .inf .Inf .INF +.inf -.inf -.Inf .nan .NaN .NAN inf nan
  1:30 1:30:00 -1:30 +1:30 1:30.5 1:60 12:30:00 190:20:30 1_0:30 1:3 1:30:30:30
  :sym :"quoted\ sym" :'sq' ::x :a:b : :1
  2020-01-02 2020-1-2 2020-13-01 2020-02-31 20200-01-01 2001-12-14t21:59:43.10-05:00 2020-01-01T10:00:00Z
  abc a1 _x -x -1x 1x 1a .x x. @x !x %x ^x & * | / \\ ; = < > << { } ( )
  é éé ünïcödé 日本 ääääää 1é
  - -- --- -a a-b a:b a: a\ b +
] + ["a b", "yes no", "on off", "  ", "y n", "\u00a0", "1 2", "0x 1", "+ 1"]

out = inputs.map do |s|
  r = begin
        v = Psych.safe_load("--- #{s}\n", permitted_classes: [Symbol], aliases: true)
        case v
        when true, false then { "t" => "bool", "v" => v }
        when nil then { "t" => "nil" }
        when Integer then { "t" => "int", "v" => v.to_s }
        when Float then { "t" => "float", "v" => (v.nan? ? "NaN" : v.infinite? ? (v > 0 ? "Inf" : "-Inf") : v.to_s) }
        when Symbol then { "t" => "sym", "v" => v.to_s }
        when String then { "t" => "str", "v" => v }
        else { "t" => v.class.to_s }
        end
      rescue Psych::SyntaxError => e
        { "t" => "syntax" }
      rescue Psych::DisallowedClass => e
        { "t" => "disallowed", "v" => e.message }
      rescue => e
        { "t" => "error", "v" => e.message }
      end
  r.merge("in" => s)
end
puts JSON.pretty_generate(out)
