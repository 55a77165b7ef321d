LISTED = [:listed_a, :listed_b].freeze

Puppet::Type.newtype(:idiom_loops) do
  newparam(:name) do
    isnamevar
  end

  [:alpha, :beta].each do |p|
    newparam(p) do
      desc "Parameter #{p}"
    end
  end

  %w[gamma delta].each { |p| newproperty(p.to_sym) }

  %i[epsilon].each do |p|
    newproperty(p)
  end

  {
    zeta: 'the zeta',
    eta: 'the eta',
  }.each do |attr, text|
    newparam(attr) { desc text }
  end

  LISTED.each do |p|
    newparam(p)
  end

  local_list = ['theta']
  local_list.each do |p|
    newproperty(p.intern)
  end
end
