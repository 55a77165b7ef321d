class team {
  notify { 'inside team': }
  team::thing { 'one': }
  team::thing { 'two': owner_team => 'thing two' }
}
