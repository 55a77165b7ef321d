# @summary Valid rpm release fields.
# It may not contain a dash.
type Yum::RpmRelease = Variant[Pattern[/\A([^-]+)\z/], Integer[0,], Float[0,]]
