# frozen_string_literal: true

# Onigmo features used by module Ruby parsing command output and config files.
Puppet::Functions.create_function(:'lx::rx') do
  dispatch :rx do
  end

  def rx
    [
      'STRASSE'.match?(/straße/i), "a\r\nb\nc".split(/\R/), "e\u0301x".scan(/\X/).size, 'foobar'.sub(/foo\Kbar/, 'BAZ'),
      'xaby'.match?(/x(?~abc)y/), 'ab12'.scan(/\h/), 'aaa'.match?(/a++a/), 'key = value # c'[/\A(?<k>\w+)\s*=\s*(?<v>[^#]*?)\s*(?:#|\z)/, 'v'],
      'x-1.2.3-rc1'.match(/(?<major>\d+)\.(?<minor>\d+)/).named_captures, "line1\nline2"[/^line2$/], 'ÀÉ'.match?(/\A[[:upper:]]+\z/),
      'a1b2'.gsub(/(?<d>\d)/) { "<#{$~[:d]}>" }, 'camelCaseString'.gsub(/(?<!^)(?=[A-Z])/, '_').downcase,
    ].inspect
  end
end
