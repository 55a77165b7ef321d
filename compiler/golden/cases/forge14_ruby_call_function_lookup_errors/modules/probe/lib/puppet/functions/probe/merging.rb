# frozen_string_literal: true

# Written for this case: lookup() called from module Ruby with merge options, defaults and blocks, and its
# not-found error rescued by class, each result or its exception class and message.
Puppet::Functions.create_function(:'probe::merging') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    a = { 'users' => { 'ann' => { 'groups' => ['a'], 'shell' => 'bash' }, 'bob' => { 'uid' => 1 } }, 'pkgs' => ['x', 'y'] }
    b = { 'users' => { 'ann' => { 'groups' => ['b'] }, '--bob' => nil, 'cy' => {} }, 'pkgs' => ['y', 'z', '--x'] }
    [
      attempt('lookup merge') { call_function('lookup', 'probe::users', Puppet::Pops::Types::TypeParser.singleton.parse('Hash'), 'deep', {}) },
      attempt('lookup options hash') { call_function('lookup', 'probe::pkgs', { 'merge' => 'unique', 'default_value' => [] }) },
      attempt('lookup missing default') { call_function('lookup', 'probe::missing', nil, nil, 'fallback') },
      attempt('lookup missing') { call_function('lookup', 'probe::missing') },
      attempt('rescue LookupError') { begin; call_function('lookup', 'probe::missing'); rescue Puppet::DataBinding::LookupError => e; "rescued #{e.class}"; end },
      attempt('lookup block') { call_function('lookup', 'probe::missing2') { |k| "computed #{k}" } },
    ]
  end
end
