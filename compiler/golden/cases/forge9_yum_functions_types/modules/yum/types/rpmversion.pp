# @summary Valid rpm version fields.
# It may not contain a dash.
type Yum::RpmVersion = Variant[Pattern[/\A([^-]+)\z/], Integer[0,], Float[0,]]
