# Onigmo subexpression calls (\g<name>, \g<1>, recursion) as bodgitlib's validate_ldap_filter uses them, from Ruby.
# Written for this case.
Puppet::Functions.create_function(:'probe::subexp') do
  def subexp
    balanced = /\A(?<p>\((?:[^()]|\g<p>)*\))\z/
    ident = /\A(?<w>[a-z]+)(?:-\g<w>)*\z/
    numbered = /\A(\d)(?:,\g<1>)*\z/
    ext = Regexp.new(<<-'EOR', Regexp::EXTENDED)
      ^ (?<list> \[ (?: \d+ | \g<list> ) (?: , (?: \d+ | \g<list> ) )* \] ) $
    EOR
    [
      ['((a)(b(c)))', '((a)', '()', 'x'].map { |s| !!(s =~ balanced) },
      ['abc-def-g', 'abc--d', 'a'].map { |s| ident.match?(s) },
      ['1,2,3', '1,,2'].map { |s| numbered.match?(s) },
      ['[1,[2,[3]],4]', '[1,[2]'].map { |s| !!(s =~ ext) },
      ('((x))' =~ balanced) && $~[:p],
    ]
  end
end
