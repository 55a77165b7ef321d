# A type written with many of Ruby's literal forms, to exercise the tokenizer.
require 'puppet/parameter/boolean'
=begin
newparam(:commented_out) do
end
=end
Puppet::Type.newtype(:idiom_basic) do
  @doc = <<-'EOT'
    A heredoc with newparam(:not_a_param) inside, #{not_interpolated}
    and a lone end
  EOT

  desc <<~EOS
    Squiggly heredoc: newproperty(:nope)
  EOS

  ensurable do
    defaultvalues
    newvalue(:purged) { provider.purge }
  end

  newparam(:name, :namevar => true) do
    desc %q{The name; a %q literal with "quotes", a {nested} pair and an escaped \} brace}
    validate do |value|
      raise ArgumentError, "bad name #{value}" unless value =~ /^[a-z\/]+$/i
      x = 10 / 2
      y = x % 3
    end
  end

  newparam :quiet, :boolean => true, :parent => Puppet::Parameter::Boolean do
    desc 'single-quoted \'escaped\' string with newparam(:fake)'
  end

  newproperty(:members, :array_matching => :all) do
    desc "Interpolated #{"nested #{'deep'} string"} and a regexp: #{/x/}"
    def insync?(is)
      is.sort == should.sort
    end
  end

  newproperty(:mode) do
    newvalues(/^[0-7]{3,4}$/)
    munge { |v| v.to_s }
  end

  newparam('string_name')

  newparam(:with_label, required_features: [:labels]) { desc 'block with braces' }

  newproperty(:weird_chars) do
    desc %Q(parens (nested) and ?c char #{1 + 2})
    def retrieve
      h = { :a => 1, 'b' => [1, 2], c: %w[x y] }
      h[:a] ? :present : :absent
    end
  end

  autorequire(:file) do
    [self[:name]].compact
  end

  validate do
    fail('both') if self[:quiet] && self[:members]
  end
end
