# A composite namevar whose title pattern has an optional group, so that a title can leave
# a key attribute unset.
Puppet::Type.newtype(:title_optional) do
  ensurable

  newparam(:name, namevar: true)

  newparam(:zone) do
    isnamevar
  end

  newproperty(:value)

  def self.title_patterns
    [
      [
        /^([^@]+)(?:@(.+))?$/,
        [
          [:name],
          [:zone],
        ],
      ],
    ]
  end
end
