# SemanticPuppet::VersionRange's interval methods and intersection, as module code calls them
# (QA-FORGE-13 M6, QA-FORGE-14 V1).
require 'semantic_puppet'
R = SemanticPuppet::VersionRange
def s(x) x.nil? ? 'nil' : x.to_s end
['~> 4.1', '1.2.3', '>1.0.0 <=2.0.0', '1.x', '>=1.0.0 <2.0.0-0', '1.x || 3.x'].each do |r|
  x = R.parse(r)
  p [r, s(x.begin), s(x.end), x.exclude_begin?, x.exclude_end?]
  p x.begin.class unless x.begin.nil?
end
[['>=1.0.0', '<1.5.0'], ['1.x', '2.x'], ['1.x', '1.2.x || 1.4.x'], ['>=1.0.0 <2.0.0', '<=1.0.0'],
 ['*', '1.2.3'], ['1.x', '~> 1.2'], ['>1.0.0', '<=1.0.0'], ['1.2.3', '1.2.3'], ['>=1.0.0 <=2.0.0', '>=2.0.0']].each do |a, b|
  x = R.parse(a) & R.parse(b)
  p [a, b, x.to_s, x.inspect, x.include?(SemanticPuppet::Version.parse('1.2.5')), x.class]
end
p R.parse('1.x').intersection(R.parse('>=1.4.0')).to_s
begin
  R.parse('1.x') & '2.x'
rescue ArgumentError => e
  p [e.class, e.message]
end
