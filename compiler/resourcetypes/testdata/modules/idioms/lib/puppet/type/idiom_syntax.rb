# More of Ruby's syntax around the DSL.
Puppet::Type.newtype(:idiom_syntax) do
  newparam(:name) do; isnamevar; end
  newparam(:semi) do; desc 'x'; end; newparam(:after_semi)
  newproperty(:braces) { |p| p.desc "a #{'}'} b #{"{"} c" }
  newparam(:percent_braces) do
    desc %{with {nested} braces and #{1 + 1}}
  end
  newparam(:ternary) do
    defaultto { @resource[:name] ? :a : :b }
    validate do |v|
      raise ArgumentError, 'bad' unless v == :a || v == :b || v.to_s =~ %r{\A[ab]\z}
      x = v.to_s.size / 2
      y = [1, 2, 3].map { |i| i * x }.select(&:even?)
      z = y.length>1 ? y : [y] # comment with newparam(:commented)
    end
  end
  {
    'pair_one' => 'one',
    'pair_two' => 'two',
  }.each_pair do |attr, text|
    newparam(attr.to_sym) do
      desc text
    end
  end
  %w(paren_words other_words).each do |w| newproperty(w) end
  [
    :multi_line_a,
    :multi_line_b,
  ].each_with_index do |attr, i|
    newparam(attr) do
      desc "number #{i}"
    end
  end
  newparam :command_style, :namevar => false do
    desc <<-EOT.gsub(/^\s+/, '')
      heredoc with a method call on it
    EOT
  end
  newparam(:last, parent: Puppet::Parameter) {}
end
