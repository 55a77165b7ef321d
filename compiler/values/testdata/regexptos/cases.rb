# The cases of TestRegexpToS: [source, options] -> Ruby 3.1's Regexp.new(source, options).to_s.
# record.sh writes expected.json.
CASES = [
  ["(?-mix:é)", 0], ["(?i:abc)", 0], ["(?i)abc", 0], ["(?m)(?x:a b)", 0], ["(?i:a)|(b)", 0], ["é", 0], ["abc", 1],
  ["(?i:abc)", 4], ["(?x)a", 0], ["(?i-m:ab)", 2], ["(?:ab)", 0], ["(?<n>a)", 0], ["(?i)", 0], ["(?i)(?m)", 0],
  ["(?i:a/b)", 0], ["a/b", 0], ["(?ix:a)b", 0], ["(?i:(a)|b)", 0], ["(?-i:a)", 1], ["(?mix:a\nb)", 0], ["(?x:a # c)\n)", 0],
  ["(?i:\\X)", 0], ["(?i:a)(?m:b)", 0], ["(?ii:a)", 0], ["(?i-:a)", 0], ["(?-:a)", 0],
  ["x\x01y", 0], ["(?i:\u00e9)", 0],
]
