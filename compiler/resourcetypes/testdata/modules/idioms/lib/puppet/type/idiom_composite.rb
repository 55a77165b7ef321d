Puppet::Type.newtype(:idiom_composite) do
  ensurable

  newparam(:name, namevar: true)

  newparam(:host) do
    isnamevar
  end

  newparam(:port, :namevar => true) do
    munge { |v| Integer(v) }
  end

  newproperty(:target)

  def self.title_patterns
    identity = lambda { |x| x }
    host = /[^:@]+/
    [
      [
        /^(#{host}):(\d+)$/,
        [
          [:host, identity],
          [:port, ->(p) { p }],
        ],
      ],
      [
        %r{^(#{host})@(.*)$}m,
        [
          [:host],
          [:name],
        ],
      ],
      [
        /(.*)/m,
        [
          [:name],
        ],
      ],
    ]
  end
end
