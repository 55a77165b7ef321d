# One eval call site given a different String each time (camptocamp/puppet-accounts strformat's
# gsub { eval("self[$1]#{$2}") } does this). Written for this case.
Puppet::Functions.create_function(:'probe::evals') do
  def evals
    h = { 'a' => 'A', 'b' => { 'c' => 'C' } }
    out = ['1 + 1', '"x" * 3', 'h["a"]', 'h["b"]["c"]'].map { |src| eval(src) }
    out << '%{a} %{b}["c"]'.gsub(/%\{(\w+)\}(\S*)/) { eval("h[$1]#{$2}") }
    b = binding
    out << %w[h.size h.keys.join].map { |src| b.eval(src) }
    out << %w[upcase reverse].map { |m| 'ab'.instance_eval(m) }
    out
  end
end
