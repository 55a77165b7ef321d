# frozen_string_literal: true

# stdlib 9 stdlib::ensure_packages (doc comments dropped)
Puppet::Functions.create_function(:'stdlib::ensure_packages', Puppet::Functions::InternalFunction) do
  dispatch :ensure_packages do
    scope_param
    param 'Variant[String[1], Array[String[1]]]', :packages
    optional_param 'Hash', :default_attributes
    return_type 'Undef'
  end

  dispatch :ensure_packages_hash do
    scope_param
    param 'Hash[String[1], Any]', :packages
    optional_param 'Hash', :default_attributes
    return_type 'Undef'
  end

  def ensure_packages(scope, packages, default_attributes = {})
    Array(packages).each do |package_name|
      defaults = { 'ensure' => 'installed' }.merge(default_attributes)
      defaults['ensure'] = default_ensure(package_name) if ['present', 'installed'].include?(defaults['ensure'])
      scope.call_function('ensure_resource', ['package', package_name, defaults])
    end
    nil
  end

  def ensure_packages_hash(scope, packages, default_attributes = {})
    packages.each do |package, attributes|
      ensure_packages(scope, package, default_attributes.merge(attributes))
    end
    nil
  end

  private

  def default_ensure(package_name)
    if call_function('defined_with_params', "Package[#{package_name}]", { 'ensure' => 'present' })
      'present'
    else
      'installed'
    end
  end
end
