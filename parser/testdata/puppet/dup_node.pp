node a {} node a {}
