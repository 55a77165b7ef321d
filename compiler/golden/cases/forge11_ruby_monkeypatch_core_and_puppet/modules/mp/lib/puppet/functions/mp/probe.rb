require_relative '../../../puppet_x/mp/core_ext'

# Uses the reopened core classes and a method added to Puppet::Parser::Scope.
Puppet::Functions.create_function(:'mp::probe', Puppet::Functions::InternalFunction) do
  dispatch :probe do
    scope_param
    param 'Hash', :h
  end

  def probe(scope, h)
    [
      h.deep_sort.to_s,
      %w[yes No off 1].map(&:to_bool).inspect,
      [1, 2, 3].sum_by { |x| x * 10 }.to_s,
      { 'a' => 1 }.respond_to?(:deep_sort).to_s,
      scope.mp_marker,
    ]
  end
end
