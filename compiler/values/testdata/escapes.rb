# Records what each backslash-letter escape (and backslash-punctuation: \_
# is '_', which .NET refuses) means to Ruby (Onigmo), alone
# (/\X/) and inside a bracket class (/[\X]/): the characters it matches
# among ASCII and a few others (an Arabic-Indic digit, e acute, NBSP, a
# Roman numeral), or ERR when Ruby refuses the pattern.
# TestLetterEscapes compares Punch's translation:
#   ruby compiler/values/testdata/escapes.rb > compiler/values/testdata/escapes.txt
$stderr.reopen(File::NULL) # the "Unknown escape" warnings
probes = (0..0x7f).to_a + [0x663, 0xe9, 0xa0, 0x216b]
punct = (0x21..0x7e).map(&:chr).grep(/[^A-Za-z0-9]/)
('A'..'Z').chain('a'..'z', punct).each do |l|
  ["\\#{l}", "[\\#{l}]"].each do |src|
    r = Regexp.new(src)
    puts "#{src} #{probes.select { |c| r.match?(c.chr(Encoding::UTF_8)) }.join(',')}"
  rescue RegexpError
    puts "#{src} ERR"
  end
end
